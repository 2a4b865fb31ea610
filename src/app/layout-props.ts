import type { ReactNode } from 'react';
import type { PageDef } from './pages.ts';

export interface LayoutProps {
  route: PageDef;
  title: string;
  children: ReactNode;
}
