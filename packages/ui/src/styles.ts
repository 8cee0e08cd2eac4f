/** Side-effect CSS imported once by the shell (and by each remote's standalone dev page). */
import '@fontsource-variable/inter/index.css';
import 'slick-carousel/slick/slick.css';
