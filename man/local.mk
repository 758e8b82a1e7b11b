## man: the manual pages, installed and shipped in the tarball.
dist_man_MANS += man/mca-sim.1 man/mca-static.1 man/mca-models.5
