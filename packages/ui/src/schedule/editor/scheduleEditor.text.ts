import type { Day } from '@screenplay/core/schedule';
import type { MessageKey } from '@screenplay/core/messages';
import { isMessageKey } from '@screenplay/core/messages';
import type { TextFormatter } from '@screenplay/hooks';
import type { FieldProblem } from '@screenplay/hooks/schedule';

/** Each day's name (the toggle's text and accessible name), Monday first. */
export const DAY_TEXTS: Readonly<Record<Day, MessageKey>> = {
  monday: 'scheduleEditor.monday',
  tuesday: 'scheduleEditor.tuesday',
  wednesday: 'scheduleEditor.wednesday',
  thursday: 'scheduleEditor.thursday',
  friday: 'scheduleEditor.friday',
  saturday: 'scheduleEditor.saturday',
  sunday: 'scheduleEditor.sunday',
};

/** The texts of a field's problems: a core key through the catalogue, a server text as it came. */
export function problemTexts(t: TextFormatter, problems: readonly FieldProblem[] | undefined): string[] {
  return (problems ?? []).map((problem) =>
    'text' in problem ? problem.text : isMessageKey(problem.key) ? t(problem.key) : problem.key,
  );
}
