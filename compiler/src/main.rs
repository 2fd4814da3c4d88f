fn main() {
    // XLA's own log lines (INFO and WARNING) stay off stderr unless asked for, as in the Python
    // package (config.quiet_xla_logs); set before any thread starts or the plugin loads.
    if std::env::var_os("TF_CPP_MIN_LOG_LEVEL").is_none() {
        std::env::set_var("TF_CPP_MIN_LOG_LEVEL", "2");
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = torchtpu_compiler::cli::run(&args, &mut std::io::stdout(), &mut std::io::stderr());
    std::process::exit(code);
}
