import { useEffect, useState } from 'react';
import type { AccountScope } from '../../lib/account';
import { canEditLinks, watchLinkEdit } from '../../lib/storage/link-edit';

/** Whether Customise edits in place: until the account's service said it can't (any surface may learn it). */
export function useCanEdit(scope: AccountScope | undefined): boolean {
  const [canEdit, setCanEdit] = useState(true);
  useEffect(() => {
    if (!scope) return;
    void canEditLinks(scope).then(setCanEdit);
    return watchLinkEdit(scope, setCanEdit);
  }, [scope]);
  return canEdit;
}
