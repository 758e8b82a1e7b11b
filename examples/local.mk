## examples: inputs used by the README and the manual pages.
EXTRA_DIST += examples/dot-product.s examples/saxpy.s
