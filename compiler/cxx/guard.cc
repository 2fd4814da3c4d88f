// torchtpu: a C++ exception raised inside MLIR or a PJRT plugin must not reach Rust's
// `catch_unwind`, which aborts the process on a foreign exception ("Rust cannot catch foreign
// exceptions"). `torchtpu_cxx_guard` runs a Rust callback inside a C++ try block and turns a C++
// exception into an error code and message. A Rust panic passing through is not caught here: it
// is a foreign exception to C++ (no C++ type), so it is re-thrown and reaches Rust's own
// `catch_unwind` above this frame. See compiler/src/cxx_guard.rs.

#include <cstddef>
#include <cstring>
#include <cxxabi.h>
#include <exception>
#include <new>
#include <stdexcept>
#include <string>
#include <cstdlib>
#include <typeinfo>

namespace {

void copy_message(const char* what, char* buf, std::size_t len) {
  if (buf == nullptr || len == 0) return;
  std::strncpy(buf, what ? what : "", len - 1);
  buf[len - 1] = '\0';
}

}  // namespace

extern "C" {

// Returns 0 when `callback(ctx)` returned, 1 when it threw a std::exception (its what() and type
// in `buf`), 2 for any other C++ exception (its type name in `buf`).
int torchtpu_cxx_guard(void (*callback)(void*), void* ctx, char* buf, std::size_t len) {
  try {
    callback(ctx);
    return 0;
  } catch (const std::exception& e) {
    const char* type = typeid(e).name();
    int status = 0;
    char* demangled = abi::__cxa_demangle(type, nullptr, nullptr, &status);
    std::string msg = std::string(status == 0 && demangled ? demangled : type) + ": " + e.what();
    std::free(demangled);
    copy_message(msg.c_str(), buf, len);
    return 1;
  } catch (...) {
    // A foreign exception (a Rust panic on its way to catch_unwind) has no exception_ptr.
    if (!std::current_exception()) throw;
    std::type_info* t = abi::__cxa_current_exception_type();
    if (t == nullptr) throw;
    int status = 0;
    char* demangled = abi::__cxa_demangle(t->name(), nullptr, nullptr, &status);
    copy_message(status == 0 && demangled ? demangled : t->name(), buf, len);
    std::free(demangled);
    return 2;
  }
}

// Test hook (compiler/src/cxx_guard.rs tests): throws what `kind` says, as MLIR or XLA would.
void torchtpu_cxx_guard_selftest_throw(int kind) {
  switch (kind) {
    case 1: throw std::bad_alloc();
    case 2: throw std::length_error("vector::_M_default_append");
    case 3: throw 42;
    default: return;
  }
}

}  // extern "C"
