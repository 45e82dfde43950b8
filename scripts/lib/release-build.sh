# Sourced by scripts/install, scripts/release and scripts/check-binary-plugin.sh:
# the one release build they share, and the version it carries. Portable to
# macOS's bash 3.2 and BSD tools (users run scripts/install on their Macs).
#
#   source scripts/lib/release-build.sh
#   bin=$(release_build)          # builds (or reuses) the release binary, prints its path
#   version=$(sheetspec_version)  # what `sheetspec --version` prints
#
# The build goes to $SHEETSPEC_RELEASE_SCRATCH (default .build-release, git-
# ignored), so installing, releasing and the binary-plugin check in one
# clone share one release build: a second `swift build` finds it up to date.

SHEETSPEC_RELEASE_SCRATCH="${SHEETSPEC_RELEASE_SCRATCH:-$PWD/.build-release}"

# The single source of the version: Sources/SheetLanguage/SheetSpecVersion.swift,
# which `sheetspec --version` prints. Artifact names are built from it.
sheetspec_version() {
    local version
    version=$(sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' Sources/SheetLanguage/SheetSpecVersion.swift)
    if [ -z "$version" ]; then
        echo "error: no \`public static let current = \"…\"\` in Sources/SheetLanguage/SheetSpecVersion.swift" >&2
        return 2
    fi
    printf '%s\n' "$version"
}

# Builds the `sheetspec` product in release mode and prints the binary's path.
# On Linux the Swift runtime is linked statically, so the binary runs on a
# machine without the toolchain (docs/Integration.md, "Install"); macOS has the runtime
# in the OS. Build output goes to stderr.
release_build() {
    local flags="" bin_dir version
    if [ "$(uname -s)" = Linux ]; then flags="--static-swift-stdlib"; fi
    # shellcheck disable=SC2086 # $flags is one flag or none
    swift build -c release --product sheetspec --scratch-path "$SHEETSPEC_RELEASE_SCRATCH" $flags >&2 || return 2
    bin_dir=$(swift build -c release --scratch-path "$SHEETSPEC_RELEASE_SCRATCH" $flags --show-bin-path) || return 2
    version=$(sheetspec_version) || return 2
    # The binary must say the version the artifacts are named after; a stale
    # build from another checkout would not.
    if [ "$("$bin_dir/sheetspec" --version)" != "$version" ]; then
        echo "error: $bin_dir/sheetspec --version prints $("$bin_dir/sheetspec" --version), the sources say $version" >&2
        return 2
    fi
    printf '%s\n' "$bin_dir/sheetspec"
}

# Writes the bash, zsh and fish completion scripts of BIN below PREFIX, where
# each shell looks for them when installed in PREFIX.
install_completions() {
    local bin=$1 prefix=$2
    mkdir -p "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
        "$prefix/share/fish/vendor_completions.d"
    "$bin" --generate-completion-script bash >"$prefix/share/bash-completion/completions/sheetspec"
    "$bin" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_sheetspec"
    "$bin" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/sheetspec.fish"
}
