.include "inc/../ok.s"
.include "./bad.s"
