/**
 * Mantine's styles for every component the app draws (and those they draw inside) that the shell (./landing-styles)
 * does not load at start, each in the `mantine` CSS layer like ./landing-styles, in the order of Mantine's full
 * stylesheet: loaded with every screen but the landing page, and with the dialogs the layout opens. Not the full
 * stylesheet: it styles some 200 components (36 KB gzipped), and a phone matched each element against all of their
 * rules. tests/build/mantine-styles.test.ts keeps this list whole.
 */
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
