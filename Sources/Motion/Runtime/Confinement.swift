// The runtime and what it drives are confined to one isolation domain (see `MotionRuntime`,
// "Concurrency"): said here in the types, so that handing one to another domain is refused by
// the compiler rather than left to a comment. The values they take and give are `Sendable`
// (points, sizes, rectangles, transforms, colours, touch events, states, spring parameters and
// forms, deceleration rates, errors).

@available(*, unavailable, message: "a runtime is confined to the main actor or the actor that owns it")
extension MotionRuntime: Sendable {}

@available(*, unavailable, message: "elements are confined with the runtime that drives them")
extension Element: Sendable {}

@available(*, unavailable, message: "recognizers are confined with the runtime that drives them")
extension GestureRecognizer: Sendable {}

@available(*, unavailable, message: "properties are confined with the runtime that drives them")
extension ReactiveProperty: Sendable {}

@available(*, unavailable, message: "properties are confined with the runtime that drives them")
extension ElementProperties: Sendable {}

@available(*, unavailable, message: "streams are confined with the runtime that drives them")
extension MotionObservable: Sendable {}

@available(*, unavailable, message: "observers are confined with the runtime that drives them")
extension MotionObserver: Sendable {}

@available(
  *, unavailable,
  message: "metadata reads live objects (a recognizer, a spring) and is confined with the runtime"
)
extension StreamMetadata: Sendable {}

@available(*, unavailable, message: "subscriptions are confined with the runtime that drives them")
extension Subscription: Sendable {}

@available(*, unavailable, message: "springs are confined with the runtime that drives them")
extension Spring: Sendable {}

@available(*, unavailable, message: "spring sources are confined with the runtime that drives them")
extension SpringSource: Sendable {}

@available(*, unavailable, message: "decays are confined with the runtime that drives them")
extension Decay: Sendable {}
