import { Center, Loader } from '@mantine/core';
import classes from './page-loader.module.css';

export function PageLoader() {
  return (
    <Center mih={200} role="status" aria-label="Loading" className={classes.delayed}>
      <Loader />
    </Center>
  );
}
