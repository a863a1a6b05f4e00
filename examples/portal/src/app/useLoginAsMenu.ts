import { canLoginAsCustomer } from '@screenplay/core';
import { useSession, useToasts, useValue } from '@screenplay/hooks';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { usePortal } from './PortalContext';
import { toastError } from './toastError';

/**
 * The switch between acting as oneself and as a customer (spec §4 "Acting as"), one way for every place that offers
 * it (the user menu's 'Login As', a customers list's row): the session switches, the user lands at home (the page
 * they were on belongs to the tenant they left), and a refusal shows as a toast.
 */
export function useCustomerSwitch() {
  const { session, toasts } = usePortal();
  const [, navigate] = useLocation();
  return useMemo(() => {
    const switchTo = (action: Promise<unknown>) =>
      action.then(() => navigate('/', { replace: true })).catch((error: unknown) => toastError(toasts, error));
    return {
      loginAs: (customerId: number) => void switchTo(session.loginAs(customerId)),
      backToReseller: () => void switchTo(session.backToReseller()),
    };
  }, [session, toasts, navigate]);
}

/** The user menu's 'Login As' part for qualifying roles, or `undefined` for everyone else. */
export function useLoginAsMenu() {
  const session = useSession();
  const toasts = useToasts();
  const user = useValue(session.$user);
  const access = useValue(session.$access);
  const customers = useValue(session.$customers);
  const { loginAs, backToReseller } = useCustomerSwitch();
  const isQualified = access ? canLoginAsCustomer(access) : false;

  useEffect(() => {
    if (isQualified) session.loadCustomers().catch((error: unknown) => toastError(toasts, error));
  }, [isQualified, session, toasts]);

  if (!isQualified || !user) return undefined;
  return {
    customers: customers.map(({ id, title }) => ({ id, title })),
    actingCustomerId: user.currentCustomerId,
    onLoginAs: loginAs,
    onBackToReseller: backToReseller,
  };
}
