// Async boundary: shared singletons are negotiated before the harness imports them.
import('./bootstrap');
