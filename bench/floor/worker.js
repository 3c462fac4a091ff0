// An extension of any use has a worker (menus, shortcuts): the floor has one too, so that its
// popup, like Snaplink's, opens in an extension whose process is already running.
