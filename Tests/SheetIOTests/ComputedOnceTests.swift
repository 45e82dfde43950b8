import Synchronization
import Testing

@testable import SheetIO

@Suite struct ComputedOnceTests {
    @Test func isMadeOnceWhicheverWorkerAsksFirst() {
        let made = Atomic<Int>(0)
        let once = ComputedOnce<[Int]> {
            made.wrappingAdd(1, ordering: .relaxed)
            return Array(0..<100)
        }
        #expect(made.load(ordering: .relaxed) == 0, "nothing is made before it is asked for")
        let sums = parallelMap(count: 64, jobs: 4) { _ in once.value.reduce(0, +) }
        #expect(sums == Array(repeating: 4_950, count: 64))
        #expect(made.load(ordering: .relaxed) == 1)
    }
}
