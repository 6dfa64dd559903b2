import { TextInput } from '@mantine/core';

interface SearchInputProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (query: string) => void;
}

/** The search box over a list (teams, players): a labelled search field at thumb size. */
export function SearchInput({ label, placeholder, value, onChange }: SearchInputProps) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      size="md"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
