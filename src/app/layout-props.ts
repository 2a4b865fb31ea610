import type { ReactNode } from 'react';
import type { RouteDef } from './routes.tsx';

export interface LayoutProps {
  route: RouteDef;
  title: string;
  children: ReactNode;
}
