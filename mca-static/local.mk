## mca-static
