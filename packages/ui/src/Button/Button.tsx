import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { buttonAnatomy } from './Button.anatomy';

/** Visual intent of a {@link Button}, exposed as `data-variant` for the theme. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';

/** Props of {@link Button}: a native button's attributes plus variant and loading state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Marks the button busy and ignores clicks (it stays focusable so focus is not lost mid-submit). */
  isLoading?: boolean;
}

/** A native button with a variant and a busy state. */
export function Button({
  variant = 'primary',
  isLoading = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      {...buttonAnatomy.attrs('root')}
      data-variant={variant}
      data-state={isLoading ? 'loading' : 'idle'}
      type={type}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {isLoading ? <span data-part="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
