/**
 * Side-effect CSS imported once by the shell's entry (the prerenderer writes it inline in every
 * page) and by each remote's standalone dev page. The web font is not here: `loadWebFont` adds it
 * once the page is idle.
 */
import 'slick-carousel/slick/slick.css';
