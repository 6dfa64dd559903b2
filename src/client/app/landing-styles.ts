/**
 * Mantine's styles for what the first page of the app draws: the global styles, the header, menu
 * and tab bar, and the landing page (its top scorers included). The styles of every other component
 * come with the screens that use them (./mantine-styles). All of them sit in the `mantine` CSS layer,
 * so the app's own styles win over them whatever order the stylesheets arrive in.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
// After Text, as in Mantine's stylesheet: an Anchor is a Text whose own rules must win.
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
// The toasts, which the toaster draws on any page from the start.
import '@mantine/core/styles/Notification.layer.css';
