# ebreak, fence.i and wfi are rejected the same way.
ebreak
fence.i
wfi
