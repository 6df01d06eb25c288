extension MotionObservable {
  /// Seed 003: this stream's values while `other` is inactive, `other`'s while it is active.
  ///
  /// When `other` becomes active, the output writes `false` to this stream's `_enabled` (a
  /// spring stops) and drops this stream's values; when `other` comes to rest, it writes
  /// `true` (a spring restarts from its initial value, the current one) and passes this
  /// stream's values again. Each write happens only when it changes the switch. `other`'s
  /// values pass only while it reports itself active. The output is active while either side
  /// is, reporting changes only; its `_velocity` reads `other`'s while `other` is active, else
  /// this stream's.
  public func toggled(with other: MotionObservable<T>) -> MotionObservable<T> {
    let activity = ToggleActivity()
    let output = MotionObservable { observer in
      var selfIsActive = false
      var otherIsActive = false
      var reported: MotionState?
      let report = {
        let state: MotionState = selfIsActive || otherIsActive ? .active : .atRest
        guard state != reported else { return }
        reported = state
        observer.state(state)
      }
      let selfSubscription = self.subscribe(
        next: { value in
          if !otherIsActive { observer.next(value) }
        },
        state: { state in
          selfIsActive = state == .active
          report()
        })
      let otherSubscription = other.subscribe(
        next: { value in
          if otherIsActive { observer.next(value) }
        },
        state: { state in
          let nowActive = state == .active
          if nowActive != otherIsActive {
            // Set before the write, so that the spring coming to rest (or starting) in
            // response already sees which side drives the output.
            otherIsActive = nowActive
            activity.activeCount += nowActive ? 1 : -1
            if let enabled = self._enabled, enabled.read() == nowActive {
              enabled.write(!nowActive)
            }
          }
          report()
        })
      return {
        selfSubscription.cancel()
        otherSubscription.cancel()
        if otherIsActive {
          otherIsActive = false
          activity.activeCount -= 1
        }
      }
    }
    output._velocity = {
      activity.activeCount > 0 ? other._velocity?() : self._velocity?()
    }
    return output
  }
}

/// How many subscriptions of a toggled stream currently see the other side active; the
/// output's velocity reader, which belongs to the stream and not to one subscription, asks it.
private final class ToggleActivity {
  var activeCount = 0
}
