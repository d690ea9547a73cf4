import type { ReactNode } from 'react';
import { Logo } from './logo';

/** The centred card the public pages share; plain CSS so they stay out of Mantine's chunk. */
export function PublicCard({
  title,
  children,
  wide = false,
}: {
  title?: string;
  children: ReactNode;
  /** Long forms (registration) take a wider card. */
  wide?: boolean;
}) {
  return (
    <main className="ff-public">
      <div className={wide ? 'ff-card ff-card-wide' : 'ff-card'}>
        <Logo />
        {title ? <h1 className="ff-title">{title}</h1> : null}
        {children}
      </div>
    </main>
  );
}
