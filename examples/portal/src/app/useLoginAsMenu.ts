import { canLoginAsCustomer } from '@screenplay/core';
import { useSession, useToasts, useValue } from '@screenplay/hooks';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toastError } from './toastError';

/** The user menu's 'Login As' part for qualifying roles, or `undefined` for everyone else. */
export function useLoginAsMenu() {
  const session = useSession();
  const toasts = useToasts();
  const user = useValue(session.$user);
  const access = useValue(session.$access);
  const customers = useValue(session.$customers);
  const [, navigate] = useLocation();
  const isQualified = access ? canLoginAsCustomer(access) : false;

  useEffect(() => {
    if (isQualified) session.loadCustomers().catch((error: unknown) => toastError(toasts, error));
  }, [isQualified, session, toasts]);

  if (!isQualified || !user) return undefined;
  const switchTo = (action: Promise<unknown>) =>
    action.then(() => navigate('/', { replace: true })).catch((error: unknown) => toastError(toasts, error));
  return {
    customers: customers.map(({ id, title }) => ({ id, title })),
    actingCustomerId: user.currentCustomerId,
    onLoginAs: (customerId: number) => void switchTo(session.loginAs(customerId)),
    onBackToReseller: () => void switchTo(session.backToReseller()),
  };
}
