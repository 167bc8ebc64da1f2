// web2 moves these: a re-export while the screens web2 moves import the old path; the lead deletes it at merge.
export { TextField } from '../../components/ui/text-field';
