# Sourced by setup.sh and build_wheel.sh: `ensure_debian_packages PKG...` installs the Debian
# packages of the list that are not installed yet (with sudo when not root), and nothing else.
ensure_debian_packages() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    printf '[setup] installing Debian packages: %s\n' "${missing[*]}" >&2
    local sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}
