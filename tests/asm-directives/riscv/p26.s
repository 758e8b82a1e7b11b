.include "."
