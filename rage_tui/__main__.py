"""Allow ``python -m rage_tui``."""

from rage_tui.cli import main

raise SystemExit(main())
