/** Hour (local) at which the afternoon greeting starts. */
const AFTERNOON_FROM_HOUR = 12;
/** Hour (local) at which the evening greeting starts. */
const EVENING_FROM_HOUR = 18;
/** Hour (local) before which it is still night; the evening greeting is kept. */
const MORNING_FROM_HOUR = 5;

/** The message key of the greeting for the given local time. */
export function greetingKey(now: Date): 'home.greetingMorning' | 'home.greetingAfternoon' | 'home.greetingEvening' {
  const hour = now.getHours();
  if (hour >= MORNING_FROM_HOUR && hour < AFTERNOON_FROM_HOUR) return 'home.greetingMorning';
  if (hour >= AFTERNOON_FROM_HOUR && hour < EVENING_FROM_HOUR) return 'home.greetingAfternoon';
  return 'home.greetingEvening';
}
