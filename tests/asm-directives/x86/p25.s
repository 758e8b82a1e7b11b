.include ""
