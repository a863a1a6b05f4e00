import { createApiScheduleRepository, useScheduleEditorStore } from '@screenplay/hooks/schedule';
import type { ScheduleEditorStore, ScheduleOwner } from '@screenplay/hooks/schedule';
import type { ScheduleEditorProps } from '@screenplay/ui/schedule';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';

/**
 * The page's schedule editor store over the API's schedules of `owner`, loaded once the owner is known (null
 * while the page still loads what it needs); a failed load shows a toast.
 */
export function useScheduleEditor(
  owner: ScheduleOwner | null,
  selectedId: number | null = null,
): ScheduleEditorStore | null {
  const { api, toasts } = usePortal();
  const repository = useMemo(() => createApiScheduleRepository(api), [api]);
  return useScheduleEditorStore({ repository, owner, selectedId, onError: (error) => toastError(toasts, error) });
}

/** The part of the Navigation API that tells whether the previous entry is this document's (not in every browser, nor in lib.dom). */
interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { sameDocument: boolean }[];
}

/** Whether the tab's previous page is a page of the portal in this document (going back then keeps the toast). */
function canGoBackInApp(): boolean {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  const index = navigation?.currentEntry?.index ?? 0;
  return index > 0 && navigation?.entries()[index - 1]?.sameDocument === true;
}

/**
 * The portal's wiring of the kit's `ScheduleEditor`: leaving goes back to the portal page the user came from, else
 * to `fallback`; 'Leave without saving?' is a portal popup; a stored save shows a toast.
 */
export function useSchedulePageWiring(
  fallback: string,
): Pick<ScheduleEditorProps, 'backHref' | 'onBack' | 'confirmDiscard' | 'onSaved'> {
  const { toasts, popups } = usePortal();
  const [, navigate] = useLocation();
  return {
    backHref: fallback,
    onBack: () => (canGoBackInApp() ? window.history.back() : navigate(fallback)),
    confirmDiscard: async () =>
      (
        await popups.open({
          kind: 'confirm',
          messageKey: 'scheduleEditor.discardConfirm',
          confirmLabelKey: 'scheduleEditor.discard',
        })
      ).action === 'confirm',
    onSaved: () => {
      toasts.show({ type: 'INFO', messageKey: 'scheduleEditor.saved' });
      return undefined;
    },
  };
}
