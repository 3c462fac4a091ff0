import { useEffect, useState } from 'react';
import type { AccountScope } from '../lib/account';
import { canEditLinks, watchLinkEdit } from '../lib/link-edit';

/** Whether this account's links may be edited: until its service said it can't, anywhere. */
export function useCanEditLinks(scope: AccountScope | undefined): boolean {
  const [can, setCan] = useState(true);
  useEffect(() => {
    if (!scope) return;
    void canEditLinks(scope).then(setCan);
    return watchLinkEdit(scope, setCan);
  }, [scope]);
  return can;
}
