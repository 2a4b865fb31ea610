import { useEffect } from 'react';

/** SPEC §1 "a page title of the form '{page} - product'". */
export function formatDocumentTitle(page: string, productName: string): string {
  return `${page} - ${productName}`;
}

export function useDocumentTitle(page: string, productName: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(page, productName);
  }, [page, productName]);
}
