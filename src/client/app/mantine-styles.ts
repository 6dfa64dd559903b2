/**
 * Every Mantine component's styles (in the `mantine` CSS layer, like ./landing-styles): loaded with
 * every screen but the landing page, and with the dialogs the layout opens.
 */
import '@mantine/core/styles.layer.css';
