import type { MouseEvent, ReactNode } from 'react';

/**
 * A link the host page routes: a real href (open in a new tab works), and a plain click asks
 * the host to navigate instead of loading a page.
 */
export function NavLink({
  href,
  active,
  onGo,
  className,
  children,
  role,
}: {
  href: string;
  active?: boolean;
  onGo: (path: string) => void;
  className: string;
  children: ReactNode;
  role?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo(href);
  };
  return (
    <a
      href={href}
      className={active ? `${className} is-active` : className}
      aria-current={active ? 'page' : undefined}
      role={role}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
