// Hint numbers print by name only where the CPU has the feature.
hint #34
bti j
hint #32
hint #17
hint #16
hint #19
hint #22
hint #40
chkfeat x16
hint #24
paciasp
hint #7
hint #18
hint #6
csdb
hint #20
yield
hint #127
autiasp
