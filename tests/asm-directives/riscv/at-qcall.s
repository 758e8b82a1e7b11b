call "foo"
call "a b"
tail "x"
call t0, "x"
call foo
