## man
