import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Exit status is part of the interface: 0 clean, 1 problems found, 2 could
// not run. ArgumentParser would exit 64 on a bad flag; map that to 2.
do {
    var command = try SheetspecCommand.parseAsRoot()
    try command.run()
} catch let status as ExitCode {
    exit(status.rawValue)
} catch {
    let code = SheetspecCommand.exitCode(for: error)
    let message = SheetspecCommand.fullMessage(for: error)
    if code == .success {
        print(message)
        exit(ExitStatus.clean)
    }
    Terminal.write(message + "\n", to: STDERR_FILENO)
    exit(ExitStatus.couldNotRun)
}
