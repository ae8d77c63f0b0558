import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonVariant } from './button-classes';

type ButtonLinkProps = LinkProps & { variant?: ButtonVariant };

export function ButtonLink({ variant, className = '', ...props }: ButtonLinkProps) {
  return <Link {...props} className={`${buttonClasses(variant)} ${className}`} />;
}
