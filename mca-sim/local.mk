## mca-sim
