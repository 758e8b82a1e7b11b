jal ra, (foo
