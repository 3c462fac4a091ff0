// The worker: context menus, the command and the omnibox arrive with their issue.
export default defineBackground(() => {});
