rdinstreth a0
rdcycleh a0
rdtimeh a0
