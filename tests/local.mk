## tests
