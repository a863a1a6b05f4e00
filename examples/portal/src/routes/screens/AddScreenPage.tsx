import { deriveAccess, ROOT_FOLDER_ID, type Folder } from '@screenplay/core';
import { type FolderTreeNode, folderTree } from '@screenplay/core/library';
import { mayAddFreeScreen, normalizePairingCode, type ScreenAddRefusal } from '@screenplay/core/screens';
import { useLoader, useText, useValue } from '@screenplay/hooks';
import { screensCalls } from '@screenplay/hooks/screens';
import { Button, LoadingIndicator, TextField } from '@screenplay/ui';
import type { MessageKey } from '@screenplay/core/messages';
import { FOLDERS_API } from '@screenplay/core/contract';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Redirect, useSearch } from 'wouter';
import { errorMessage } from '../../app/errorMessage';
import { FormMessage } from '../../app/FormMessage';
import { usePortal } from '../../app/PortalContext';
import { toastError } from '../../app/toastError';
import { useMayOpen } from '../../app/useMayOpen';
import { AddScreenNotReady, BILLING_ROUTE } from './AddScreenNotReady';
import { ADD_SCREEN_STEPS, type AddScreenStep, addScreenRefusal } from './addScreenRefusal';
import { playerUrl } from './ScreensPage';
import './screens.css';

const STEP_KEYS = {
  addScreen: 'addScreen.addScreen',
  instructions: 'addScreen.instructions',
  verifications: 'addScreen.verifications',
  success: 'addScreen.success',
} as const satisfies Record<AddScreenStep, MessageKey>;

/** The folders of a tree, top-down with their depth (a hidden folder hides everything below it). */
function folderOptions(nodes: readonly FolderTreeNode[], depth = 0): { folder: Folder; depth: number }[] {
  return nodes.flatMap((node) => [{ folder: node.folder, depth }, ...folderOptions(node.children, depth + 1)]);
}

/**
 * `/screens/add_screen` (spec accounts §2, §5; only with the manage-screen flag): the four steps addScreen (name,
 * folder, and free screen for a super-admin or a reseller acting as the customer: core's `mayAddFreeScreen`, issue
 * 22), instructions (open the player on the display), verifications (the code it shows) and success. The name and
 * the code are required before any call. Whether a screen can be added at all (payment method, licences, maximum) is
 * read with the folders (`GET screens/verification/readiness`, issue 25): when it cannot, the first step says so with
 * its way forward (the reseller's name and e-mail, Billing, an administrator) instead of a form refused at the third;
 * a refusal that arises meanwhile brings the wizard back there. Other refusals are shown where they belong.
 */
export default function AddScreenPage() {
  const t = useText();
  const intl = useIntl();
  const { api, toasts, session } = usePortal();
  const calls = useMemo(() => screensCalls(api), [api]);
  const mayOpen = useMayOpen();
  const user = useValue(session.$user);
  const access = user === null ? null : deriveAccess(user);
  const canAddFreeScreen = access !== null && mayAddFreeScreen(access);
  const search = useSearch();
  const listing = useLoader(async () => (await api.call(FOLDERS_API.screens)).data, [api], {
    onError: (error) => toastError(toasts, error),
  });
  // A refusal the POST met after the wizard opened, said at the first step until readiness is read again.
  const [lateRefusal, setLateRefusal] = useState<ScreenAddRefusal | null>(null);
  // Unread (failed) readiness leaves the wizard as it was: the POST still refuses with the same rule.
  const readiness = useLoader(() => calls.readiness(), [calls], { onData: () => setLateRefusal(null) });
  const [step, setStep] = useState<AddScreenStep>('addScreen');
  const [name, setName] = useState('');
  const [folderId, setFolderId] = useState<number>(() => {
    const wanted = Number(new URLSearchParams(search).get('folderId'));
    return Number.isSafeInteger(wanted) && wanted > 0 ? wanted : ROOT_FOLDER_ID;
  });
  const [freeScreen, setFreeScreen] = useState(false);
  const [code, setCode] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [freeError, setFreeError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const ids = { heading: useId(), folder: useId(), free: useId() };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  // Each step moves the focus to its heading, so keyboard and screen-reader users land on the new step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step changes only
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if ((listing.status === 'loading' && !listing.data) || (readiness.status === 'loading' && !readiness.data))
    return <LoadingIndicator />;
  if (listing.status === 'error' && !listing.data) {
    return (
      <div data-scope="screens" data-part="error" role="alert">
        <p>{t('screens.loadError')}</p>
        <Button type="button" onClick={listing.reload}>
          {t('screens.retry')}
        </Button>
      </div>
    );
  }
  if (listing.data && !listing.data.manageScreen) return <Redirect to="/screens" replace />;

  const folders = folderOptions(folderTree(listing.data?.folders ?? []));
  const stepIndex = ADD_SCREEN_STEPS.indexOf(step);
  const ready = readiness.data;
  const blocking = lateRefusal ?? ready?.refusal ?? null;
  // A super-admin or reseller acting as the customer may still add a free screen when a paid one does not fit.
  const paidRefusal = ready?.paidRefusal ?? null;

  const toInstructions = (event: FormEvent) => {
    event.preventDefault();
    const isNamed = name.trim() !== '';
    setNameError(isNamed ? null : t('addScreen.nameRequired'));
    const paidBlocked = paidRefusal !== null && !freeScreen;
    setFreeError(paidBlocked ? t('addScreen.paidNotReady', { reason: t(paidRefusal.key) }) : null);
    if (isNamed && !paidBlocked) setStep('instructions');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setCodeError(t('addScreen.verificationCodeRequired'));
      return;
    }
    setCodeError(null);
    setSubmitting(true);
    try {
      const screen = await calls.verify({
        name: name.trim(),
        verificationHash: normalizePairingCode(code) ?? code.trim(),
        freeScreen: canAddFreeScreen && freeScreen,
        folderId,
      });
      setAdded(screen?.name ?? name.trim());
      setStep('success');
    } catch (reason) {
      const refusal = addScreenRefusal(reason);
      const text = refusal.key ? t(refusal.key) : errorMessage(intl, reason);
      if (refusal.readiness) {
        setLateRefusal(refusal.readiness);
        setStep('addScreen');
        readiness.reload();
      } else if (refusal.step === 'addScreen') {
        setNameError(text);
        setStep('addScreen');
      } else {
        setCodeError(text);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const restart = () => {
    setName('');
    setCode('');
    setFreeScreen(false);
    setAdded(null);
    setStep('addScreen');
  };

  return (
    <section data-scope="add-screen" data-part="root" aria-labelledby={ids.heading}>
      <ol data-part="steps" aria-label={t('addScreen.steps')}>
        {ADD_SCREEN_STEPS.map((one, index) => (
          <li key={one} aria-current={one === step ? 'step' : undefined} data-done={index < stepIndex || undefined}>
            {t(STEP_KEYS[one])}
          </li>
        ))}
      </ol>
      <h2 id={ids.heading} ref={headingRef} tabIndex={-1}>
        {t(STEP_KEYS[step])}
      </h2>
      <p data-part="hint">{t('addScreen.stepOf', { step: stepIndex + 1, total: ADD_SCREEN_STEPS.length })}</p>

      {step === 'addScreen' && blocking && access && (
        <AddScreenNotReady
          refusal={blocking}
          type={ready?.type ?? user?.tenantType ?? 'Direct'}
          reseller={ready?.reseller ?? null}
          access={access}
          mayOpenBilling={mayOpen(BILLING_ROUTE)}
        />
      )}

      {step === 'addScreen' && !blocking && (
        <form onSubmit={toInstructions} noValidate>
          <TextField
            label={t('addScreen.name')}
            name="screen-name"
            value={name}
            required
            autoFocus
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <span>
            <label htmlFor={ids.folder}>{t('addScreen.folder')}</label>{' '}
            <select id={ids.folder} value={folderId} onChange={(event) => setFolderId(Number(event.target.value))}>
              <option value={ROOT_FOLDER_ID}>{t('folders.all')}</option>
              {folders.map(({ folder, depth }) => (
                <option key={folder.id} value={folder.id}>
                  {`${'\u00a0\u00a0'.repeat(depth)}${folder.name}`}
                </option>
              ))}
            </select>
          </span>
          {canAddFreeScreen && (
            <>
              <label data-part="check" htmlFor={ids.free}>
                <input
                  id={ids.free}
                  type="checkbox"
                  checked={freeScreen}
                  onChange={(event) => setFreeScreen(event.target.checked)}
                />
                {t('addScreen.freeScreen')}
              </label>
              <p data-part="hint">{t('addScreen.freeScreenHint')}</p>
              <FormMessage scope="add-screen" kind="error">
                {freeError}
              </FormMessage>
            </>
          )}
          <div data-part="buttons">
            <Link href="/screens">{t('common.cancel')}</Link>
            <Button type="submit" variant="primary">
              {t('addScreen.next')}
            </Button>
          </div>
        </form>
      )}

      {step === 'instructions' && (
        <div data-part="body">
          <ol>
            <li>{t('addScreen.instructionsOpen', { playerUrl: playerUrl() })}</li>
            <li>{t('addScreen.instructionsCode')}</li>
            <li>{t('addScreen.instructionsNext')}</li>
          </ol>
          <div data-part="buttons">
            <Button type="button" variant="secondary" onClick={() => setStep('addScreen')}>
              {t('common.back')}
            </Button>
            <Button type="button" variant="primary" onClick={() => setStep('verifications')}>
              {t('addScreen.next')}
            </Button>
          </div>
        </div>
      )}

      {step === 'verifications' && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t('addScreen.code')}
            description={t('addScreen.codeHint')}
            name="verification-code"
            value={code}
            required
            autoFocus
            autoComplete="off"
            spellCheck={false}
            error={codeError}
            onChange={(event) => setCode(event.target.value)}
          />
          <div data-part="buttons">
            <Button type="button" variant="secondary" onClick={() => setStep('instructions')}>
              {t('common.back')}
            </Button>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? t('addScreen.adding') : t('addScreen.submit')}
            </Button>
          </div>
        </form>
      )}

      {step === 'success' && (
        <div data-part="body">
          <p role="status">{t('addScreen.successText', { name: added ?? name })}</p>
          <div data-part="buttons">
            <Button type="button" variant="secondary" onClick={restart}>
              {t('addScreen.addAnother')}
            </Button>
            <Link href="/screens" data-part="primary-link">
              {t('addScreen.openScreens')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
