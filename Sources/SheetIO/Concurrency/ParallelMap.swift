import Dispatch
import Synchronization

/// Runs `body` for every index on a fixed number of workers and returns the
/// results in index order, so reports never depend on which worker finished
/// first. Workers take the next index from a shared counter, which keeps both
/// cores busy when file sizes differ.
///
/// Inlinable, so that a caller in another module gets it specialized for its
/// `Output`: one worker (the common `--jobs 1` and one-file runs) is then a
/// plain `map`, with no generic call per element.
@inlinable
public func parallelMap<Output: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> Output) -> [Output] {
    if jobs <= 1 || count <= 1 {
        return (0..<count).map(body)
    }
    return concurrentMap(count: count, jobs: jobs, body)
}

/// `parallelMap` on more than one worker.
@usableFromInline
func concurrentMap<Output: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> Output) -> [Output] {
    let slots = ResultSlots<Output>(count: count)
    let next = Atomic<Int>(0)
    withoutActuallyEscaping(body) { body in
        let work = UnsafeSendable(body)
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                slots.store(work.value(index), at: index)
            }
        }
    }
    return slots.collect()
}

/// Write-once storage for results; each index is written by exactly one worker.
private final class ResultSlots<Output>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Output?>
    private var collected = false

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        if !collected { buffer.deinitialize() }
        buffer.deallocate()
    }

    func store(_ value: Output, at index: Int) {
        buffer[index] = value
    }

    /// Moves the results out, so that a run's results are never held twice.
    func collect() -> [Output] {
        collected = true
        return Array(unsafeUninitializedCapacity: buffer.count) { results, initialized in
            for index in buffer.indices {
                (results.baseAddress! + index).initialize(to: (buffer.baseAddress! + index).move()!)
            }
            initialized = buffer.count
        }
    }
}

/// Lets a non-escaping `@Sendable` closure cross into `concurrentPerform`,
/// which outlives no call it is given.
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
