.include "pr-inc.s"
add x0, x1, x2
