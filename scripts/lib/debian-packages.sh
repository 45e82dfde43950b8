# Sourced by scripts/check-*.sh: a tool a check needs, installed from Debian's
# packages when it is missing, as a fresh CI machine needs. Elsewhere (a Mac)
# nothing is installed and the caller says how to get the tool.
#
#   source scripts/lib/debian-packages.sh
#   ensure_debian_command rsvg-convert librsvg2-bin

# ensure_debian_command COMMAND PACKAGE: installs PACKAGE with apt-get (as root,
# through sudo when needed) when COMMAND is missing and apt-get exists.
ensure_debian_command() {
    local command=$1 package=$2
    command -v "$command" >/dev/null && return 0
    command -v apt-get >/dev/null || return 0
    echo "$(basename "$0"): installing $package with apt-get" >&2
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get install -y -qq "$package" >/dev/null 2>&1 || {
        as_root apt-get update -qq
        as_root apt-get install -y -qq "$package" >/dev/null
    }
}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}
