import type { MessageKey } from '@screenplay/core/messages';
import { DRAG_MIME, type DragItemKind, decodeDragPayload, encodeDragPayload } from '@screenplay/core/library';
import { useText } from '@screenplay/hooks';
import { Button } from '@screenplay/ui';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';

/** One item of either list: a scene or a screen. */
export interface AssignmentItem {
  id: number;
  name: string;
  /** A line under the name (the schedules, the sync status). */
  detail?: ReactNode;
}

/** Props of {@link AssignmentDialog}. */
export interface AssignmentDialogProps {
  title: string;
  /** What the items are: 'scene' when scenes are put on a screen, 'screen' when screens get a scene (spec drag kinds). */
  kind: Extract<DragItemKind, 'scene' | 'screen'>;
  assigned: readonly AssignmentItem[];
  available: readonly AssignmentItem[];
  /** The pick list's legend. */
  chooseKey: MessageKey;
  /** Where Back leads. */
  backHref: string;
  onAssign: (ids: number[]) => Promise<boolean>;
  onUnassign: (id: number) => Promise<boolean>;
}

/**
 * The spec's scene-to-screen assignment dialog (accounts §2) in either mode: what is assigned (each with an
 * Unassign button) beside a pick list of checkboxes and 'Assign'. Items of the pick list drag (as the spec's scene or
 * screen kind) onto the assigned panel, which assigns them at once; the keyboard path is the checkboxes.
 */
export function AssignmentDialog({
  title,
  kind,
  assigned,
  available,
  chooseKey,
  backHref,
  onAssign,
  onUnassign,
}: AssignmentDialogProps) {
  const t = useText();
  const ids = { heading: useId(), assigned: useId(), choose: useId() };
  const [picked, setPicked] = useState<readonly number[]>([]);
  const [isBusy, setBusy] = useState(false);
  const [isDropTarget, setDropTarget] = useState(false);
  const pickable = picked.filter((id) => available.some((item) => item.id === id));

  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  const assign = async (chosen: number[]) => {
    if (chosen.length === 0) return;
    if (await run(() => onAssign(chosen))) setPicked((current) => current.filter((id) => !chosen.includes(id)));
  };

  return (
    <section data-scope="assignment" data-part="root" aria-labelledby={ids.heading}>
      <header data-part="header">
        <h2 id={ids.heading}>{title}</h2>
        <Link href={backHref}>{t('assignment.back')}</Link>
      </header>
      <section
        data-part="panel"
        aria-labelledby={ids.assigned}
        data-drop-active={isDropTarget || undefined}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes(DRAG_MIME)) return;
          event.preventDefault();
          setDropTarget(true);
        }}
        onDragLeave={() => setDropTarget(false)}
        onDrop={(event) => {
          setDropTarget(false);
          const payload = decodeDragPayload(event.dataTransfer.getData(DRAG_MIME));
          if (payload?.kind !== kind || typeof payload.id !== 'number') return;
          event.preventDefault();
          const id = payload.id;
          if (available.some((item) => item.id === id)) void assign([id]);
        }}
      >
        <h3 id={ids.assigned}>{t('assignment.assigned')}</h3>
        {assigned.length === 0 ? (
          <p data-part="hint">{t('assignment.noneAssigned')}</p>
        ) : (
          <ul aria-labelledby={ids.assigned}>
            {assigned.map((item) => (
              <li key={item.id}>
                <span>
                  <strong>{item.name}</strong>
                  {item.detail && <span data-part="hint"> · {item.detail}</span>}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  disabled={isBusy}
                  onClick={() => void run(() => onUnassign(item.id))}
                  aria-label={t('assignment.unassign', { name: item.name })}
                >
                  {t('assignment.unassignButton')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form
        data-part="panel"
        onSubmit={(event) => {
          event.preventDefault();
          void assign([...pickable]);
        }}
      >
        <fieldset>
          <legend>
            <h3 id={ids.choose}>{t(chooseKey)}</h3>
          </legend>
          {available.length === 0 ? (
            <p data-part="hint">{t('assignment.nothingToChoose')}</p>
          ) : (
            <ul aria-labelledby={ids.choose}>
              {available.map((item) => (
                <li
                  key={item.id}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_MIME, encodeDragPayload({ kind, id: item.id }));
                    event.dataTransfer.effectAllowed = 'copy';
                  }}
                >
                  <label>
                    <input
                      type="checkbox"
                      checked={picked.includes(item.id)}
                      onChange={(event) =>
                        setPicked((current) =>
                          event.target.checked ? [...current, item.id] : current.filter((id) => id !== item.id),
                        )
                      }
                    />
                    {item.name}
                  </label>
                  {item.detail && <span data-part="hint">{item.detail}</span>}
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <p data-part="hint">{t('assignment.defaults')}</p>
        <p data-part="hint">{t('assignment.dragHint')}</p>
        <div>
          <Button type="submit" variant="primary" disabled={isBusy || pickable.length === 0}>
            {isBusy ? t('assignment.assigning') : t('assignment.assign')}
          </Button>
        </div>
      </form>
    </section>
  );
}
